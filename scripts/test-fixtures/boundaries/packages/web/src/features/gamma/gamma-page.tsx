import { GammaPart } from './gamma-part'; // refused: noImportCycles "cycle"

export interface GammaProps {
  show: (text: string) => void;
}

export const gammaPage = GammaPart;
