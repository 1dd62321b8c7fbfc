// CORS filter for the parcel tracking API used by customer-facing tracking widgets
package io.trackfleet.api.web;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

class CorsPolicy {
    private final List<String> trustedDomains;

    CorsPolicy(List<String> trustedDomains) {
        this.trustedDomains = trustedDomains;
    }

    boolean allows(String origin) {
        if (origin == null) {
            return false;
        }
        for (String domain : trustedDomains) {
            if (origin.endsWith(domain)) {
                return true;
            }
        }
        return false;
    }
}

@WebFilter(urlPatterns = "/api/*")
class TrackingCorsFilter implements Filter {
    private CorsPolicy policy;

    @Override
    public void init(FilterConfig config) {
        String configured = System.getenv().getOrDefault("CORS_TRUSTED_DOMAINS", "trackfleet.io,trackfleet-partners.com");
        policy = new CorsPolicy(Arrays.stream(configured.split(",")).map(String::trim).toList());
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String origin = req.getHeader("Origin");
        if (policy.allows(origin)) {
            resp.setHeader("Access-Control-Allow-Origin", origin);
            resp.setHeader("Access-Control-Allow-Credentials", "true");
            resp.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
            resp.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            resp.addHeader("Vary", "Origin");
        }
        if ("OPTIONS".equalsIgnoreCase(req.getMethod())) {
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }
}
