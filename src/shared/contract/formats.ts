/** Value formats a schema field may declare; the server's zod schema and the client's form use the same patterns. */
export const FORMATS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^(\+?\d{1,4}[- ]?)?1[3-9]\d{9}$|^0\d{2,3}-?\d{7,8}$/,
  url: /^https?:\/\/\S+$/,
} as const;
