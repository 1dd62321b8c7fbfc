// Unseen set h59: fare formula
package io.pedalgrid.pricing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.cloud.functions.HttpFunction;
import com.google.cloud.functions.HttpRequest;
import com.google.cloud.functions.HttpResponse;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import java.math.BigDecimal;
import java.math.RoundingMode;

/** Promotion draft entered by a city partner in the operator portal. */
record PromotionDraft(String promoCode, String unlockFee, String ratePerMinute, int freeMinutes, int sampleRideMinutes) {}

record FareQuote(String promoCode, int rideMinutes, BigDecimal fare) {}

interface FareEngine {
    BigDecimal fare(PromotionDraft draft, int rideMinutes) throws ScriptException;
}

class ScriptedFareEngine implements FareEngine {
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");

    @Override
    public BigDecimal fare(PromotionDraft draft, int rideMinutes) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.put("minutes", rideMinutes);
        bindings.put("freeMinutes", draft.freeMinutes());
        bindings.put("unlockFee", new BigDecimal(draft.unlockFee()).doubleValue());
        bindings.put("ratePerMinute", new BigDecimal(draft.ratePerMinute()).doubleValue());
        String script = "unlockFee + Math.max(0, minutes - freeMinutes) * ratePerMinute";
        Object result = engine.eval(script, bindings);
        return new BigDecimal(String.valueOf(result)).setScale(2, RoundingMode.HALF_UP);
    }
}

class PromotionPreviewService {
    private final FareEngine engine;

    PromotionPreviewService(FareEngine engine) {
        this.engine = engine;
    }

    FareQuote preview(PromotionDraft draft) throws ScriptException {
        int minutes = draft.sampleRideMinutes() > 0 ? draft.sampleRideMinutes() : 30;
        return new FareQuote(draft.promoCode(), minutes, engine.fare(draft, minutes));
    }
}

class PromotionPreviewFunction implements HttpFunction {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final PromotionPreviewService service = new PromotionPreviewService(new ScriptedFareEngine());

    @Override
    public void service(HttpRequest request, HttpResponse response) throws Exception {
        if (!"POST".equals(request.getMethod())) {
            response.setStatusCode(405);
            return;
        }
        PromotionDraft draft = JSON.readValue(request.getInputStream(), PromotionDraft.class);
        response.setContentType("application/json");
        try {
            JSON.writeValue(response.getWriter(), service.preview(draft));
        } catch (ScriptException | NumberFormatException e) {
            response.setStatusCode(422);
            response.getWriter().write("{\"error\":\"promotion formula could not be evaluated\"}");
        }
    }
}
