// Jakarta servlet filter that adds CORS headers for the account API used by the web frontends
package com.acme.account.web;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

@WebFilter("/api/account/*")
public class AccountCorsFilter implements Filter {

    private static final String FRONTEND_DOMAIN = "acme.example";

    static boolean isFrontendOrigin(String origin) {
        return origin != null && origin.startsWith("https://") && origin.endsWith(FRONTEND_DOMAIN);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String origin = req.getHeader("Origin");
        resp.addHeader("Vary", "Origin");
        if (isFrontendOrigin(origin)) {
            resp.setHeader("Access-Control-Allow-Origin", origin);
            resp.setHeader("Access-Control-Allow-Credentials", "true");
            resp.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
            resp.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            resp.setHeader("Access-Control-Max-Age", "600");
        }
        if ("OPTIONS".equalsIgnoreCase(req.getMethod()) && origin != null) {
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }
}
