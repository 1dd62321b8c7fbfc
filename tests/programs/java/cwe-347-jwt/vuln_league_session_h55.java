// Jakarta servlet filter that authenticates league administrators from a bearer token before admin endpoints run
package league.admin;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.io.Decoders;
import io.jsonwebtoken.security.Keys;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

record AdminPrincipal(String subject, String club, String role) {}

final class TokenVerifier {
    private final JwtParser parser;

    TokenVerifier(String base64Secret) {
        this.parser = Jwts.parserBuilder()
                .setSigningKey(Keys.hmacShaKeyFor(Decoders.BASE64.decode(base64Secret)))
                .requireIssuer("league-auth")
                .build();
    }

    AdminPrincipal verify(String token) {
        Claims claims = (Claims) parser.parse(token).getBody();
        return new AdminPrincipal(claims.getSubject(), claims.get("club", String.class),
                claims.get("role", String.class));
    }
}

@WebFilter("/admin/*")
class AdminAuthFilter extends HttpFilter {
    private TokenVerifier verifier;

    @Override
    public void init() {
        verifier = new TokenVerifier(getServletContext().getInitParameter("league.jwtSecret"));
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try {
            AdminPrincipal principal = verifier.verify(header.substring(7));
            if (!"commissioner".equals(principal.role()) && !"club-admin".equals(principal.role())) {
                res.sendError(HttpServletResponse.SC_FORBIDDEN);
                return;
            }
            req.setAttribute("admin", principal);
        } catch (JwtException | ClassCastException e) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        chain.doFilter(req, res);
    }
}
