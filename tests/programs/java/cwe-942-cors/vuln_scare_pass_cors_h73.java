// A scare pass cors program of the h73 set (cwe-942-cors).
package com.hollowmanorscares.api;

import java.io.IOException;
import java.util.Locale;
import java.util.regex.Pattern;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Every Halloween season marketing spins up a new microsite (e.g. https://bloodmoon.hollowmanorscares.com)
 * that reads the visitor's Scare Pass balance and booked time slots with their session cookie.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class ScarePassCorsFilter extends OncePerRequestFilter {

    private static final Pattern TRUSTED_ORIGIN =
            Pattern.compile("https://([a-z0-9-]+\\.)?hollowmanorscares\\.com");

    private static final String ALLOWED_METHODS = String.join(", ", "GET", "POST", "PUT", "DELETE");
    private static final String ALLOWED_HEADERS = String.join(", ", "Content-Type", "X-Requested-With", "X-Scare-Client");

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !request.getRequestURI().startsWith("/api/");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String origin = request.getHeader(HttpHeaders.ORIGIN);

        if (origin != null) {
            String normalized = origin.strip().toLowerCase(Locale.ROOT);
            if (normalized.endsWith("/")) {
                normalized = normalized.substring(0, normalized.length() - 1);
            }
            if (TRUSTED_ORIGIN.matcher(normalized).find()) {
                response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
                response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_CREDENTIALS, "true");
                response.addHeader(HttpHeaders.VARY, HttpHeaders.ORIGIN);
            }
        }

        boolean preflight = HttpMethod.OPTIONS.matches(request.getMethod())
                && request.getHeader(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD) != null;
        if (preflight) {
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_METHODS, ALLOWED_METHODS);
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_HEADERS, ALLOWED_HEADERS);
            response.setHeader(HttpHeaders.ACCESS_CONTROL_MAX_AGE, "600");
            response.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }
}
