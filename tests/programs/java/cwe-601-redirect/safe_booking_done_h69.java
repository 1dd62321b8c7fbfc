// A booking done program of the h69 set (cwe-601-redirect).
package com.clearwatercanoes.booking;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

@Provider
class ReturnUrlFilter implements ContainerRequestFilter {
    static final String RETURN_URL = "booking.returnUrl";
    static final String PARTNER = "booking.partner";

    @Override
    public void filter(ContainerRequestContext ctx) {
        String ret = ctx.getUriInfo().getQueryParameters().getFirst("return");
        String partner = ctx.getUriInfo().getQueryParameters().getFirst("partner");
        if (ret != null && !ret.isBlank()) {
            ctx.setProperty(RETURN_URL, ret.trim());
        }
        ctx.setProperty(PARTNER, partner == null ? "direct" : partner);
    }
}

@Path("/trips")
class TripCheckoutResource {

    private static final URI DEFAULT_LANDING = URI.create("https://clearwatercanoes.com/trips/thank-you");
    private static final Set<String> PARTNER_HOSTS = Set.of("clearwatercanoes.com", "book.clearwatercanoes.com");

    private final Map<String, Integer> completedByPartner = new ConcurrentHashMap<>();

    @GET
    @Path("/complete")
    public Response complete(@QueryParam("trip") String tripId, @Context ContainerRequestContext ctx) {
        if (tripId == null || !tripId.matches("T[0-9]{8}")) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        String partner = (String) ctx.getProperty(ReturnUrlFilter.PARTNER);
        completedByPartner.merge(partner, 1, Integer::sum);

        Object stored = ctx.getProperty(ReturnUrlFilter.RETURN_URL);
        URI landing = stored == null ? DEFAULT_LANDING : chooseLanding(stored.toString());
        return Response.seeOther(landing).build();
    }

    private static URI chooseLanding(String requested) {
        try {
            URI uri = URI.create(requested);
            if ("https".equals(uri.getScheme()) && uri.getHost() != null
                    && PARTNER_HOSTS.contains(uri.getHost().toLowerCase())) {
                return uri;
            }
        } catch (IllegalArgumentException e) {
            // fall through
        }
        return DEFAULT_LANDING;
    }

    @GET
    @Path("/stats")
    public Map<String, Integer> stats() {
        return Map.copyOf(completedByPartner);
    }
}
