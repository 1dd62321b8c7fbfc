// Spring filter that adds CORS headers so the analytics dashboard front-end can call the reporting API with cookies.
package com.metricflow.api.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class DashboardCorsFilter extends OncePerRequestFilter {

    private static final String DASHBOARD_DOMAIN = "metricflow.io";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String origin = request.getHeader(HttpHeaders.ORIGIN);
        if (origin != null && isDashboardOrigin(origin)) {
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_CREDENTIALS, "true");
            response.addHeader(HttpHeaders.VARY, HttpHeaders.ORIGIN);
            if ("OPTIONS".equalsIgnoreCase(request.getMethod())) {
                response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_METHODS, "GET, POST, PUT, DELETE");
                response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_HEADERS, "Content-Type, X-Requested-With");
                response.setHeader(HttpHeaders.ACCESS_CONTROL_MAX_AGE, "600");
                response.setStatus(HttpServletResponse.SC_NO_CONTENT);
                return;
            }
        }
        chain.doFilter(request, response);
    }

    private static boolean isDashboardOrigin(String origin) {
        return origin.startsWith("https://") && origin.endsWith(DASHBOARD_DOMAIN);
    }
}
