import type { Language } from '../site.js';

/** The words of the assistance offers, loaded with them. */
export interface AssistStrings {
  readonly offerTitle: string;
  readonly offerBody: string;
  /** The chat a service offers with an error (spec 3.6); the service's own words replace the body when it has some. */
  readonly proactiveTitle: string;
  readonly proactiveBody: string;
  readonly chatNow: string;
  readonly noThanks: string;
  readonly overlayTitle: string;
  readonly overlayBody: string;
  readonly botName: string;
  readonly botGreeting: string;
  readonly botStart: string;
  readonly botOpen: string;
  readonly chatTitle: string;
  readonly chatConnecting: string;
  /** What the specialist is told of the cart (spec 3.1 hand-off), e.g. "2 items, $1,099.99 today". */
  readonly chatSharedCart: (count: number) => string;
  readonly chatNoCart: string;
  /** A line of what the specialist was told: how many, the product, its value (a month's when monthly). */
  readonly chatSharedItem: (count: string, product: string, value: string, monthly: boolean) => string;
  readonly closeChat: string;
  /** The agent the customer is chatting with. */
  readonly chatWith: (agent: string) => string;
  readonly chatTyping: (agent: string) => string;
  readonly chatAgentFallback: string;
  readonly chatYou: string;
  readonly chatMessageLabel: string;
  readonly chatSend: string;
  readonly chatReconnecting: string;
  readonly chatLost: string;
  readonly chatReconnect: string;
  readonly chatClosedByAgent: (agent: string) => string;
  readonly chatClosedByYou: string;
  readonly chatNew: string;
  readonly chatFailed: string;
  readonly chatTryAgain: string;
  readonly chatUnsent: string;
  readonly chatSendAgain: string;
  readonly videoTitle: string;
  readonly videoChatBody: string;
  readonly videoAssistBody: string;
  readonly videoChatAction: string;
  readonly videoAssistAction: string;
}

export const ASSIST_STRINGS: Record<Language, AssistStrings> = {
  en: {
    offerTitle: 'Questions? We are here to help.',
    offerBody: 'A specialist is ready to chat with you now.',
    proactiveTitle: 'Let us sort this out together.',
    proactiveBody: 'A specialist can chat with you now and help with what went wrong.',
    chatNow: 'Chat now',
    noThanks: 'No thanks',
    overlayTitle: 'Need a hand?',
    overlayBody: 'A specialist can answer your questions and help you finish your order.',
    botName: 'Virtual assistant',
    botGreeting: 'Hi! I can help you compare phones, plans and deals. Want to start a chat?',
    botStart: 'Start chat',
    botOpen: 'Ask our virtual assistant',
    chatTitle: 'Chat',
    chatConnecting: 'Connecting you with a specialist. Keep shopping; this window stays with you.',
    chatSharedCart: (count) => `We shared your cart with the specialist: ${count} ${count === 1 ? 'item' : 'items'}.`,
    chatNoCart: 'Your cart is empty, so there is nothing to share yet.',
    chatSharedItem: (count, product, value, monthly) => `${count} × ${product}: ${value}${monthly ? '/mo' : ''}`,
    closeChat: 'Close chat',
    chatWith: (agent) => `You are chatting with ${agent}.`,
    chatTyping: (agent) => `${agent} is typing…`,
    chatAgentFallback: 'The specialist',
    chatYou: 'You',
    chatMessageLabel: 'Your message',
    chatSend: 'Send',
    chatReconnecting: 'The connection dropped. Reconnecting…',
    chatLost: 'The connection to the chat was lost. Your conversation is kept.',
    chatReconnect: 'Reconnect',
    chatClosedByAgent: (agent) => `${agent} ended the chat.`,
    chatClosedByYou: 'You ended the chat.',
    chatNew: 'Start a new chat',
    chatFailed: 'Chat is not available right now. Try again in a few minutes.',
    chatTryAgain: 'Try again',
    chatUnsent: 'Your message was not sent.',
    chatSendAgain: 'Send again',
    videoTitle: 'See it with a Specialist',
    videoChatBody: 'Video chat with a store Specialist, 1:1, from 8 AM to 10 PM.',
    videoAssistBody: 'Get 1:1 video support from a store Specialist.',
    videoChatAction: 'Start a video chat',
    videoAssistAction: 'Get video assistance',
  },
  es: {
    offerTitle: '¿Preguntas? Estamos para ayudarte.',
    offerBody: 'Un especialista está listo para chatear contigo ahora.',
    proactiveTitle: 'Resolvámoslo juntos.',
    proactiveBody: 'Un especialista puede chatear contigo ahora y ayudarte con lo que salió mal.',
    chatNow: 'Chatear ahora',
    noThanks: 'No, gracias',
    overlayTitle: '¿Necesitas ayuda?',
    overlayBody: 'Un especialista puede responder tus preguntas y ayudarte a terminar tu pedido.',
    botName: 'Asistente virtual',
    botGreeting: '¡Hola! Puedo ayudarte a comparar teléfonos, planes y ofertas. ¿Quieres empezar un chat?',
    botStart: 'Empezar chat',
    botOpen: 'Pregunta a nuestro asistente virtual',
    chatTitle: 'Chat',
    chatConnecting: 'Te estamos conectando con un especialista. Sigue comprando; esta ventana te acompaña.',
    chatSharedCart: (count) =>
      `Compartimos tu carrito con el especialista: ${count} ${count === 1 ? 'artículo' : 'artículos'}.`,
    chatNoCart: 'Tu carrito está vacío; todavía no hay nada que compartir.',
    chatSharedItem: (count, product, value, monthly) => `${count} × ${product}: ${value}${monthly ? '/mes' : ''}`,
    closeChat: 'Cerrar chat',
    chatWith: (agent) => `Estás chateando con ${agent}.`,
    chatTyping: (agent) => `${agent} está escribiendo…`,
    chatAgentFallback: 'El especialista',
    chatYou: 'Tú',
    chatMessageLabel: 'Tu mensaje',
    chatSend: 'Enviar',
    chatReconnecting: 'Se cortó la conexión. Reconectando…',
    chatLost: 'Se perdió la conexión con el chat. Tu conversación se conserva.',
    chatReconnect: 'Reconectar',
    chatClosedByAgent: (agent) => `${agent} terminó el chat.`,
    chatClosedByYou: 'Terminaste el chat.',
    chatNew: 'Empezar otro chat',
    chatFailed: 'El chat no está disponible ahora. Inténtalo de nuevo en unos minutos.',
    chatTryAgain: 'Intentar de nuevo',
    chatUnsent: 'Tu mensaje no se envió.',
    chatSendAgain: 'Enviar de nuevo',
    videoTitle: 'Míralo con un especialista',
    videoChatBody: 'Videochat 1:1 con un especialista de la tienda, de 8 AM a 10 PM.',
    videoAssistBody: 'Recibe asistencia por video 1:1 de un especialista de la tienda.',
    videoChatAction: 'Iniciar videochat',
    videoAssistAction: 'Recibir asistencia por video',
  },
};
