// Servlet filter that adds CORS headers so the company's web front-ends can call the account API
package com.acme.accounts.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter(urlPatterns = "/api/*")
class CorsFilter extends HttpFilter {

    private static final String TRUSTED_DOMAIN = "acme.example";

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String origin = req.getHeader("Origin");
        if (origin != null && isTrustedOrigin(origin)) {
            res.setHeader("Access-Control-Allow-Origin", origin);
            res.setHeader("Access-Control-Allow-Credentials", "true");
            res.addHeader("Vary", "Origin");
            if ("OPTIONS".equals(req.getMethod())) {
                res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
                res.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
                res.setHeader("Access-Control-Max-Age", "600");
                res.setStatus(HttpServletResponse.SC_NO_CONTENT);
                return;
            }
        }
        chain.doFilter(req, res);
    }

    private static boolean isTrustedOrigin(String origin) {
        return origin.startsWith("https://") && origin.endsWith(TRUSTED_DOMAIN);
    }
}
