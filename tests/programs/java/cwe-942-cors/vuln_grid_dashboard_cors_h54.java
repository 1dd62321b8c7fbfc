// Servlet filter that applies CORS headers for the grid operations dashboard API.
package energy.gridwatch.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Predicate;

@WebFilter("/api/*")
public class DashboardCorsFilter extends HttpFilter {

    private static final Predicate<String> TRUSTED_ORIGIN = origin -> origin.endsWith("gridwatch-energy.com");

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain)
            throws IOException, ServletException {
        resp.addHeader("Vary", "Origin");
        Optional.ofNullable(req.getHeader("Origin"))
            .filter(TRUSTED_ORIGIN)
            .ifPresent(origin -> {
                resp.setHeader("Access-Control-Allow-Origin", origin);
                resp.setHeader("Access-Control-Allow-Credentials", "true");
            });
        if ("OPTIONS".equalsIgnoreCase(req.getMethod())) {
            resp.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT");
            resp.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            resp.setHeader("Access-Control-Max-Age", "600");
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(req, resp);
    }
}
