// A cotton candy vendor order status API program of the h75 set (cwe-942-cors).
package com.fluffcart.orders;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;
import java.util.logging.Logger;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter("/api/orders/*")
class OrderStatusCorsFilter implements Filter {

    private static final Logger LOG = Logger.getLogger(OrderStatusCorsFilter.class.getName());
    private static final Set<String> ALLOWED_HOSTS = Set.of(
            "kiosk.fluffcart.com",
            "fairground.fluffcart.com",
            "admin.fluffcart.com");

    static final class OriginRejectedException extends Exception {
        OriginRejectedException(String message) {
            super(message);
        }
    }

    static void checkOrigin(String origin) throws OriginRejectedException {
        URI uri;
        try {
            uri = new URI(origin);
        } catch (URISyntaxException e) {
            throw new OriginRejectedException("malformed origin");
        }
        if (!"https".equalsIgnoreCase(uri.getScheme())) {
            throw new OriginRejectedException("origin must use https");
        }
        if (uri.getHost() == null || uri.getPort() != -1 || uri.getRawPath() != null && !uri.getRawPath().isEmpty()) {
            throw new OriginRejectedException("origin must be scheme and host only");
        }
        if (!ALLOWED_HOSTS.contains(uri.getHost().toLowerCase(Locale.ROOT))) {
            throw new OriginRejectedException("origin host not registered");
        }
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse res = (HttpServletResponse) response;
        String origin = req.getHeader("Origin");
        boolean preflight = "OPTIONS".equalsIgnoreCase(req.getMethod())
                && req.getHeader("Access-Control-Request-Method") != null;

        if (origin == null) {
            chain.doFilter(request, response);
            return;
        }
        res.addHeader("Vary", "Origin");
        try {
            checkOrigin(origin);
        } catch (OriginRejectedException e) {
            LOG.warning("cross-origin call to " + req.getRequestURI() + " refused: " + e.getMessage());
            if (preflight) {
                res.sendError(HttpServletResponse.SC_FORBIDDEN);
                return;
            }
            chain.doFilter(request, response);
            return;
        }

        res.setHeader("Access-Control-Allow-Origin", origin);
        res.setHeader("Access-Control-Allow-Credentials", "true");
        if (preflight) {
            res.setHeader("Access-Control-Allow-Methods", "GET, POST, PATCH");
            res.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            res.setHeader("Access-Control-Max-Age", "600");
            res.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }
}
