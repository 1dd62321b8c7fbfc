// A build status cors program of the h69 set (cwe-942-cors).
package com.bellowsandreed.workshop;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

@WebFilter(filterName = "requestOrigin", urlPatterns = "/api/*")
class RequestOriginFilter implements Filter {
    static final String ORIGIN_ATTR = "workshop.origin";

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String origin = ((HttpServletRequest) req).getHeader("Origin");
        if (origin != null) {
            req.setAttribute(ORIGIN_ATTR, origin.trim().toLowerCase());
        }
        chain.doFilter(req, res);
    }
}

@WebFilter(filterName = "storefrontCors", urlPatterns = "/api/*")
class StorefrontCorsFilter implements Filter {
    private static final Set<String> STOREFRONTS = Set.of(
            "https://bellowsandreed.com", "https://shop.bellowsandreed.com", "https://de.bellowsandreed.com");

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) req;
        HttpServletResponse out = (HttpServletResponse) res;
        String origin = (String) http.getAttribute(RequestOriginFilter.ORIGIN_ATTR);
        if (origin != null && allowed(origin)) {
            out.setHeader("Access-Control-Allow-Origin", origin);
            out.setHeader("Access-Control-Allow-Credentials", "true");
            out.setHeader("Access-Control-Allow-Methods", "GET, OPTIONS");
            out.setHeader("Access-Control-Allow-Headers", "Content-Type");
            out.addHeader("Vary", "Origin");
        }
        if ("OPTIONS".equalsIgnoreCase(http.getMethod())) {
            out.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(req, res);
    }

    private static boolean allowed(String origin) {
        return STOREFRONTS.contains(origin);
    }
}

@WebServlet("/api/builds/mine")
class CustomerBuildServlet extends HttpServlet {
    static final Map<String, String> STAGE_BY_CUSTOMER = new ConcurrentHashMap<>();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        String customer = session == null ? null : (String) session.getAttribute("customerId");
        if (customer == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String stage = STAGE_BY_CUSTOMER.getOrDefault(customer, "queued");
        resp.setContentType("application/json");
        resp.getWriter().write("{\"customer\":\"" + customer + "\",\"stage\":\"" + stage
                + "\",\"shippingAddressOnFile\":true}");
    }
}
