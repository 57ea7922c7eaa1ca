// What one call of an admin operation answers the CLI, through a server or in this process.
export interface Answer {
  status: number;
  body: unknown;
}

export type Caller = (request: { params: Record<string, string>; body: unknown }) => Promise<Answer>;
