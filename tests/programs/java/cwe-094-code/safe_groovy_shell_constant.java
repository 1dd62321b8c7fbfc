// A rules engine with one rule built into the application
import groovy.lang.GroovyShell;
import groovy.lang.Script;

public class DiscountRule {
    private static final String RULE = "order.total > 100 ? 0.1 : 0.0";
    private final GroovyShell shell = new GroovyShell();

    public Object discount(Object order) {
        Script compiled = shell.parse(RULE);
        compiled.setProperty("order", order);
        return compiled.run();
    }
}
