// Servlet filter that authenticates members calling the class-booking API with a bearer pass token
package gym.ironworks.booking;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Date;
import java.util.Optional;

@WebFilter("/api/classes/*")
public class MemberPassFilter extends HttpFilter {

    static Optional<String> bearer(HttpServletRequest req) {
        return Optional.ofNullable(req.getHeader("Authorization"))
                .filter(h -> h.startsWith("Bearer "))
                .map(h -> h.substring(7).trim());
    }

    static Optional<DecodedJWT> validPass(String token) {
        try {
            DecodedJWT jwt = JWT.decode(token);
            return Optional.of(jwt)
                    .filter(j -> "ironworks-gym".equals(j.getIssuer()))
                    .filter(j -> j.getExpiresAt() != null && j.getExpiresAt().after(new Date()));
        } catch (JWTDecodeException e) {
            return Optional.empty();
        }
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        Optional<DecodedJWT> pass = bearer(req).flatMap(MemberPassFilter::validPass);
        if (pass.isEmpty()) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED, "membership pass required");
            return;
        }
        req.setAttribute("memberId", pass.get().getSubject());
        req.setAttribute("membershipTier", pass.get().getClaim("tier").asString());
        chain.doFilter(req, res);
    }
}
