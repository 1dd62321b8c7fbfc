// Servlet filter adding CORS headers for the listener library API used by the web and partner players
package fm.wavelength.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
@Order(1)
public class LibraryCorsFilter extends OncePerRequestFilter {

    private static final Set<String> ALLOWED_ORIGINS = Set.of(
            "https://wavelength.fm", "https://app.wavelength.fm", "https://partners.wavelength.fm");

    private static final Predicate<String> TRUSTED_ORIGIN = ALLOWED_ORIGINS::contains;

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !request.getRequestURI().startsWith("/api/library");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        res.addHeader("Vary", "Origin");
        Optional.ofNullable(req.getHeader("Origin"))
                .filter(TRUSTED_ORIGIN)
                .ifPresent(origin -> {
                    res.setHeader("Access-Control-Allow-Origin", origin);
                    res.setHeader("Access-Control-Allow-Credentials", "true");
                    res.setHeader("Access-Control-Allow-Methods", "GET, POST, DELETE");
                    res.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
                });
        if ("OPTIONS".equalsIgnoreCase(req.getMethod())) {
            res.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(req, res);
    }
}
