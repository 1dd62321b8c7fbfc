// A proofs cors program of the h71 set (cwe-942-cors).
package com.kettleandtype.pressroom.web;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class ProofsCorsFilter extends OncePerRequestFilter {
    private static final Logger log = LoggerFactory.getLogger(ProofsCorsFilter.class);

    private static final Set<String> PORTAL_ORIGINS = Set.of(
            "https://portal.kettleandtype.co.uk",
            "https://proofs.kettleandtype.co.uk");

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !request.getRequestURI().startsWith("/api/proofs");
    }

    static boolean isPreviewDeploy(String origin) {
        try {
            URI uri = new URI(origin);
            return "https".equals(uri.getScheme())
                    && uri.getHost() != null
                    && uri.getHost().endsWith(".preview.kettleandtype.co.uk")
                    && uri.getPort() == -1
                    && (uri.getRawPath() == null || uri.getRawPath().isEmpty());
        } catch (URISyntaxException e) {
            return false;
        }
    }

    static String allowedOrigin(String origin) {
        return switch (origin) {
            case null -> null;
            case String o when PORTAL_ORIGINS.contains(o) -> o;
            // staging and preview deploys of the portal get per-branch hostnames
            case String o when isPreviewDeploy(o) -> o;
            case String o -> {
                log.debug("no CORS grant for origin {}", o);
                yield null;
            }
        };
    }

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse resp, FilterChain chain)
            throws ServletException, IOException {
        String origin = req.getHeader(HttpHeaders.ORIGIN);
        String allowed = allowedOrigin(origin);
        resp.addHeader(HttpHeaders.VARY, HttpHeaders.ORIGIN);

        if (allowed != null) {
            resp.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, allowed);
            resp.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_CREDENTIALS, "true");
            resp.setHeader(HttpHeaders.ACCESS_CONTROL_EXPOSE_HEADERS, "Location, X-Proof-Revision");
        }

        boolean preflight = HttpMethod.OPTIONS.matches(req.getMethod())
                && req.getHeader(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD) != null;
        if (preflight) {
            if (allowed == null) {
                resp.setStatus(HttpServletResponse.SC_FORBIDDEN);
                return;
            }
            resp.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_METHODS, "GET, POST, PUT, DELETE");
            resp.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_HEADERS, "Content-Type, X-Requested-With");
            resp.setHeader(HttpHeaders.ACCESS_CONTROL_MAX_AGE, "600");
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(req, resp);
    }
}
