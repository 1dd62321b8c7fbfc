// Transit fare calculator that applies rider discount rules through a script engine.
package transit.bayline.fares;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

@WebServlet("/fares/quote")
public class FareRuleServlet extends HttpServlet {

    private static final Map<Integer, Double> ZONE_BASE = Map.of(1, 2.50, 2, 3.25, 3, 4.10, 4, 5.00);
    private static final String RULE = "base * (1 - discount)";
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    private final Function<HttpServletRequest, Double> discountFrom = req ->
        Math.max(0.0, Math.min(0.9,
            Double.parseDouble(Objects.requireNonNullElse(req.getParameter("discount"), "0"))));

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int zones;
        double discount;
        try {
            zones = Integer.parseInt(req.getParameter("zones"));
            discount = discountFrom.apply(req);
        } catch (NumberFormatException e) {
            resp.sendError(400, "zones and discount must be numeric");
            return;
        }
        Bindings bindings = engine.createBindings();
        bindings.put("base", ZONE_BASE.getOrDefault(zones, 5.00));
        bindings.put("discount", discount);
        try {
            Object fare = engine.eval(RULE, bindings);
            resp.setContentType("application/json");
            resp.getWriter().printf("{\"zones\":%d,\"fare\":%s}%n", zones, fare);
        } catch (ScriptException e) {
            resp.sendError(422, "rule error");
        }
    }
}
