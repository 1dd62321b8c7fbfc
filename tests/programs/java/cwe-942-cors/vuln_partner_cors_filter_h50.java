// Jakarta servlet filter that adds CORS headers for the partner portal single-page apps
package com.acme.partner.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter("/api/*")
public class PartnerCorsFilter extends HttpFilter {

    private static final String TRUSTED_SUFFIX = "acme-partners.example";

    private static boolean isTrustedOrigin(String origin) {
        if (origin == null) {
            return false;
        }
        String o = origin.toLowerCase();
        return o.startsWith("https://") && o.endsWith(TRUSTED_SUFFIX);
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String origin = req.getHeader("Origin");
        if (isTrustedOrigin(origin)) {
            res.setHeader("Access-Control-Allow-Origin", origin);
            res.setHeader("Access-Control-Allow-Credentials", "true");
            res.setHeader("Vary", "Origin");
            if ("OPTIONS".equalsIgnoreCase(req.getMethod())) {
                res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
                res.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
                res.setHeader("Access-Control-Max-Age", "600");
                res.setStatus(HttpServletResponse.SC_NO_CONTENT);
                return;
            }
        }
        chain.doFilter(req, res);
    }
}
