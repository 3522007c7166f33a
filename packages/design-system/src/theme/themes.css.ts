import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.js';
import { prepaidTokens, wirelessTokens } from './tokens.js';

/** Class that sets the wireless brand's tokens on an element and everything in it. */
export const wirelessTheme = createTheme(vars, wirelessTokens);
/** Class that sets the prepaid brand's tokens on an element and everything in it. */
export const prepaidTheme = createTheme(vars, prepaidTokens);
