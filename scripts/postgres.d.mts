export declare function postgresAnswers(url: string): Promise<boolean>;
