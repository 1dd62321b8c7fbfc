// A broom api cors filter program of the h66 set (cwe-942-cors).
package uk.co.besomworks.orders.web;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.FilterConfig;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * Lets the shop front (served from the marketing site) call the order API with
 * the customer's session cookie. Mapped to /api/* in web.xml.
 */
class OrderApiCorsFilter implements Filter {

    private static final List SHOP_ORIGINS = Arrays.asList(new String[] {
        "https://www.besomworks.co.uk", "https://shop.besomworks.co.uk"
    });

    public void init(FilterConfig config) throws ServletException {
    }

    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;

        String origin = request.getHeader("Origin");
        if (origin != null && isShopOrigin(origin)) {
            response.setHeader("Access-Control-Allow-Origin", origin);
            response.setHeader("Access-Control-Allow-Credentials", "true");
            response.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
            response.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            response.setHeader("Access-Control-Max-Age", "3600");
            response.addHeader("Vary", "Origin");
        }
        if ("OPTIONS".equals(request.getMethod())) {
            response.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(req, res);
    }

    private static boolean isShopOrigin(String origin) {
        return SHOP_ORIGINS.contains(origin);
    }

    public void destroy() {
    }
}
