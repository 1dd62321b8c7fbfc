// A rules engine that compiles the rule text it is handed
import groovy.lang.GroovyShell;
import groovy.lang.Script;

public class RuleEngine {
    private final GroovyShell shell;

    public RuleEngine(GroovyShell shell) {
        this.shell = shell;
    }

    public Object apply(String ruleText, Object order) {
        Script compiled = shell.parse(ruleText);
        compiled.setProperty("order", order);
        return compiled.run();
    }
}
