// A wheelwright open quotes program of the h65 set (cwe-942-cors).
package com.wheelwrightworks.quotes;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.cloud.functions.HttpFunction;
import com.google.cloud.functions.HttpRequest;
import com.google.cloud.functions.HttpResponse;

import java.util.Map;
import java.util.Optional;

/**
 * Returns the signed-in customer's open repair quotes (cartwheels, carriage wheels,
 * gypsy wagon wheels). Called from the workshop's customer site with the session
 * cookie, so the response includes credentialed CORS headers.
 */
public class OpenQuotesFunction implements HttpFunction {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final QuoteBook quotes = QuoteBook.fromEnvironment();

    @Override
    public void service(HttpRequest request, HttpResponse response) throws Exception {
        Optional<String> origin = request.getFirstHeader("Origin");
        if (origin.isPresent()) {
            response.appendHeader("Access-Control-Allow-Origin", origin.get());
            response.appendHeader("Access-Control-Allow-Credentials", "true");
            response.appendHeader("Vary", "Origin");
        }
        if ("OPTIONS".equals(request.getMethod())) {
            response.appendHeader("Access-Control-Allow-Methods", "GET");
            response.appendHeader("Access-Control-Allow-Headers", "Content-Type");
            response.setStatusCode(204);
            return;
        }

        Optional<String> customerId = request.getFirstHeader("Cookie")
                .flatMap(QuoteBook::customerFromSessionCookie);
        if (customerId.isEmpty()) {
            response.setStatusCode(401);
            return;
        }

        response.setContentType("application/json");
        MAPPER.writeValue(response.getWriter(), Map.of(
                "customer", customerId.get(),
                "quotes", quotes.openQuotesFor(customerId.get())));
    }
}
