// JAX-RS response filter that adds CORS headers for the partner dashboard frontend.
package com.acme.partners.api;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import javax.ws.rs.container.ContainerRequestContext;
import javax.ws.rs.container.ContainerResponseContext;
import javax.ws.rs.container.ContainerResponseFilter;
import javax.ws.rs.core.MultivaluedMap;
import javax.ws.rs.ext.Provider;

@Provider
public class PartnerCorsFilter implements ContainerResponseFilter {

    private final Set<String> dashboardOrigins = Arrays.stream(
                    System.getenv().getOrDefault("PARTNER_ORIGINS", "https://partners.acme.com").split(","))
            .map(String::trim)
            .collect(Collectors.toSet());

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        String origin = request.getHeaderString("Origin");
        if (origin == null || origin.isEmpty() || !isDashboardOrigin(origin)) {
            return;
        }
        MultivaluedMap<String, Object> headers = response.getHeaders();
        headers.putSingle("Access-Control-Allow-Origin", origin);
        headers.putSingle("Access-Control-Allow-Credentials", "true");
        headers.putSingle("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
        headers.putSingle("Access-Control-Allow-Headers", "Content-Type, Authorization");
        headers.add("Vary", "Origin");
    }

    boolean isDashboardOrigin(String origin) {
        return dashboardOrigins.contains(origin);
    }
}
