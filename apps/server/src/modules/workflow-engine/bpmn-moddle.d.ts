// bpmn-moddle 10 ships its types under "bpmn-moddle/types" only; the part validate.ts uses
declare module "bpmn-moddle" {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: unknown; warnings: { message: string }[] }>;
  }
}
