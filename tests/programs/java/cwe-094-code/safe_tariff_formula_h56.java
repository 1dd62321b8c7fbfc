// JAX-RS resource that previews a customer's monthly bill under the utility's electricity tariff plans
package utility.voltaire.tariffs;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import java.util.Optional;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

@Path("/tariffs")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class TariffPreviewResource {

    public record PreviewRequest(String plan, double kwh, String rate) {}
    public record PreviewResponse(String plan, double amount) {}

    private static final Map<String, String> PLAN_FORMULAS = Map.of(
            "flat", "kwh * RATE",
            "tiered", "Math.min(kwh, 500) * RATE + Math.max(kwh - 500, 0) * (RATE * 1.25)",
            "night", "kwh * 0.6 * RATE + 4.5");

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    static Optional<Double> parseRate(String raw) {
        try {
            double rate = Double.parseDouble(raw.trim());
            return Double.isFinite(rate) && rate >= 0 ? Optional.of(rate) : Optional.empty();
        } catch (NullPointerException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private Optional<Double> evaluate(String expression, double kwh) {
        try {
            Bindings bindings = engine.createBindings();
            bindings.put("kwh", kwh);
            Object result = engine.eval(expression, bindings);
            return Optional.of(((Number) result).doubleValue());
        } catch (ScriptException | ClassCastException e) {
            return Optional.empty();
        }
    }

    @POST
    @Path("/preview")
    public Response preview(PreviewRequest req) {
        Optional<Double> rate = parseRate(req.rate());
        return Optional.ofNullable(PLAN_FORMULAS.get(req.plan()))
                .filter(template -> rate.isPresent())
                .map(template -> template.replace("RATE", Double.toString(rate.get())))
                .flatMap(expr -> evaluate(expr, req.kwh()))
                .map(amount -> Response.ok(new PreviewResponse(req.plan(), Math.round(amount * 100) / 100.0)).build())
                .orElseGet(() -> Response.status(Response.Status.BAD_REQUEST).build());
    }
}
