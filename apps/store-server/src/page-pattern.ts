/** A page pattern of the router (`/smartphones/{$deviceId}.html`) as a regular expression with a group per parameter. */
export function pagePattern(pattern: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const source = pattern
    .split(/(\{\$[A-Za-z]+\})/)
    .map((part) => {
      const param = /^\{\$([A-Za-z]+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1] as string);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), params };
}
