// Unseen set h59: translation quote api
package com.lingualink.quotes;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

enum Turnaround { STANDARD, EXPRESS, SAME_DAY }

record QuoteRequest(String sourceLang, String targetLang, int wordCount, Turnaround turnaround, boolean certified) {}

record Quote(String languagePair, int wordCount, BigDecimal total, String currency) {}

class RateCard {
    private static final Map<String, BigDecimal> PER_WORD = Map.of(
            "en-de", new BigDecimal("0.12"), "en-fr", new BigDecimal("0.11"),
            "en-ja", new BigDecimal("0.19"), "de-en", new BigDecimal("0.12"));

    BigDecimal perWord(String pair) {
        return PER_WORD.getOrDefault(pair, new BigDecimal("0.16"));
    }
}

class QuoteCalculator {
    private final RateCard rates;

    QuoteCalculator(RateCard rates) {
        this.rates = rates;
    }

    Quote quote(QuoteRequest req) {
        String pair = req.sourceLang().toLowerCase() + "-" + req.targetLang().toLowerCase();
        BigDecimal multiplier = switch (req.turnaround()) {
            case STANDARD -> BigDecimal.ONE;
            case EXPRESS -> new BigDecimal("1.35");
            case SAME_DAY -> new BigDecimal("1.80");
        };
        BigDecimal total = rates.perWord(pair).multiply(BigDecimal.valueOf(req.wordCount())).multiply(multiplier);
        if (req.certified()) {
            total = total.add(new BigDecimal("45.00"));
        }
        return new Quote(pair, req.wordCount(), total.setScale(2, RoundingMode.HALF_UP), "EUR");
    }
}

/** Called from the client portal with the customer's session cookie to show account-specific pricing. */
class QuoteApiHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final QuoteCalculator calculator = new QuoteCalculator(new RateCard());

    private Map<String, String> corsHeaders(APIGatewayProxyRequestEvent event) {
        Map<String, String> headers = new HashMap<>();
        String origin = Optional.ofNullable(event.getHeaders()).map(h -> h.get("origin")).orElse(null);
        if (origin != null) {
            headers.put("Access-Control-Allow-Origin", origin);
            headers.put("Access-Control-Allow-Credentials", "true");
            headers.put("Access-Control-Allow-Headers", "Content-Type");
            headers.put("Vary", "Origin");
        }
        headers.put("Content-Type", "application/json");
        return headers;
    }

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> headers = corsHeaders(event);
        if ("OPTIONS".equals(event.getHttpMethod())) {
            return new APIGatewayProxyResponseEvent().withStatusCode(204).withHeaders(headers);
        }
        try {
            QuoteRequest req = JSON.readValue(event.getBody(), QuoteRequest.class);
            return new APIGatewayProxyResponseEvent().withStatusCode(200).withHeaders(headers)
                    .withBody(JSON.writeValueAsString(calculator.quote(req)));
        } catch (Exception e) {
            return new APIGatewayProxyResponseEvent().withStatusCode(400).withHeaders(headers)
                    .withBody("{\"error\":\"invalid quote request\"}");
        }
    }
}
