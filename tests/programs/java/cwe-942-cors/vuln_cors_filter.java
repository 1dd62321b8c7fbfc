// Jakarta servlet filter adding CORS headers so partner dashboards can call the account API.
package com.acme.api.web;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.util.regex.Pattern;

@WebFilter("/api/accounts/*")
public class PartnerCorsFilter implements Filter {

    private static final Pattern PARTNER_ORIGIN = Pattern.compile("https://[a-z0-9-]+\\.acme-partners\\.com");

    static boolean allowedOrigin(String origin) {
        return origin != null && PARTNER_ORIGIN.matcher(origin).find();
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String origin = req.getHeader("Origin");
        resp.addHeader("Vary", "Origin");
        if (allowedOrigin(origin)) {
            resp.setHeader("Access-Control-Allow-Origin", origin);
            resp.setHeader("Access-Control-Allow-Credentials", "true");
            if ("OPTIONS".equalsIgnoreCase(req.getMethod())) {
                resp.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
                resp.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
                resp.setHeader("Access-Control-Max-Age", "600");
                resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
                return;
            }
        }
        chain.doFilter(request, response);
    }
}
