// A quarry dispatch cors program of the h70 set (cwe-942-cors).
package uk.penrhynslate.dispatch.web;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

@Provider
class DispatchCorsFilter implements ContainerResponseFilter {

    record CorsPolicy(List<String> methods, List<String> headers, int maxAgeSeconds, boolean credentials) {}

    private static final List<String> PARTNER_DOMAINS = List.of(
            "penrhynslate.co.uk",
            "northwaleshaulage.co.uk",
            "slatemerchants-direct.com");

    private static final Map<String, CorsPolicy> POLICIES = Map.of(
            "read", new CorsPolicy(List.of("GET", "OPTIONS"), List.of("Accept", "Authorization"), 600, true),
            "write", new CorsPolicy(List.of("GET", "POST", "PUT", "OPTIONS"),
                    List.of("Accept", "Authorization", "Content-Type", "X-Dispatch-Ref"), 600, true));

    private final Predicate<String> partnerOrigin = origin -> PARTNER_DOMAINS.stream().anyMatch(origin::endsWith);

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        Optional<String> origin = Optional.ofNullable(request.getHeaderString("Origin"))
                .map(String::strip)
                .filter(o -> !o.isEmpty());
        if (origin.isEmpty()) {
            return;
        }
        String path = request.getUriInfo().getPath();
        CorsPolicy policy = path.startsWith("bookings") || path.startsWith("/bookings")
                ? POLICIES.get("write")
                : POLICIES.get("read");

        MultivaluedMap<String, Object> headers = response.getHeaders();
        headers.add("Vary", "Origin");
        origin.filter(partnerOrigin).ifPresent(o -> {
            headers.putSingle("Access-Control-Allow-Origin", o);
            headers.putSingle("Access-Control-Allow-Methods", String.join(", ", policy.methods()));
            headers.putSingle("Access-Control-Allow-Headers", String.join(", ", policy.headers()));
            headers.putSingle("Access-Control-Max-Age", Integer.toString(policy.maxAgeSeconds()));
            if (policy.credentials()) {
                headers.putSingle("Access-Control-Allow-Credentials", "true");
            }
        });
    }
}
