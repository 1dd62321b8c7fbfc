// Servlet filter that adds CORS headers so the single-page apps can call the account API.
package com.acme.api.web;

import java.io.IOException;
import java.util.Locale;
import java.util.Set;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter("/account/*")
public class AccountCorsFilter implements Filter {

    private static final Set<String> TRUSTED_ORIGINS = Set.of(
            "https://app.acme.io", "https://admin.acme.io", "https://m.acme.io");

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String origin = req.getHeader("Origin");

        if (origin != null && isTrustedOrigin(origin)) {
            resp.setHeader("Access-Control-Allow-Origin", origin);
            resp.setHeader("Access-Control-Allow-Credentials", "true");
            resp.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
            resp.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            resp.addHeader("Vary", "Origin");
        }
        if ("OPTIONS".equalsIgnoreCase(req.getMethod())) {
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }

    private static boolean isTrustedOrigin(String origin) {
        String o = origin.toLowerCase(Locale.ROOT);
        return TRUSTED_ORIGINS.contains(o);
    }
}
