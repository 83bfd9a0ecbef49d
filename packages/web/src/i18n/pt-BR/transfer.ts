import type { transfer as en } from '../en/transfer';
import type { Texts } from '../texts';

/** The transfer namespace, in Brazilian Portuguese. */
export const transfer: Texts<typeof en> = {
  title: 'Exportar / importar',
  exportHeading: 'Exportar',
  exportHelp:
    'Baixa todo o conteúdo (blog, menus, serviços, seções principais, banners, equipe de suporte, configurações) em um único arquivo JSON. As imagens enviadas não são incluídas.',
  includeEmails: 'Incluir os e-mails da equipe de suporte',
  download: 'Baixar exportação',
  exporting: 'Exportando...',
  exportFailed: 'Falha ao exportar o conteúdo',
  importHeading: 'Importar',
  chooseFile: 'Arquivo de conteúdo (JSON)',
  checking: 'Verificando o arquivo...',
  notJson: 'Erro: o arquivo não é um JSON válido',
  tooLarge: 'Erro: o arquivo tem mais de 20 MB',
  previewFailed: 'Falha ao ler o arquivo',
  previewCaption: 'A importação vai criar e substituir:',
  sectionColumn: 'Conteúdo',
  createColumn: 'Criar',
  replaceColumn: 'Substituir',
  nothingToImport: 'O arquivo não tem conteúdo para importar.',
  sections: {
    support_members: 'Equipe de suporte',
    settings: 'Configurações',
  },
  importButton: 'Importar',
  importing: 'Importando...',
  importConfirm:
    'Importar este arquivo? Os itens com o mesmo slug, rótulo, chave de avatar ou tela de configurações serão substituídos.',
  importFailed: 'Falha ao importar o conteúdo',
  imported: 'Conteúdo importado com sucesso!',
};
