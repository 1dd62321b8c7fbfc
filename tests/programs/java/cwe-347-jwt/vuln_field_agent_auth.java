// Servlet filter authenticating mobile field-survey agents for a disaster-relief nonprofit
package org.reliefnet.fieldapp.auth;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Date;
import java.util.List;

record FieldAgent(String agentId, String region, List<String> roles) {}

class AgentTokenReader {
    private static final String ISSUER = "https://auth.reliefnet.org";

    FieldAgent read(String token) {
        DecodedJWT jwt = JWT.decode(token);
        if (!ISSUER.equals(jwt.getIssuer())) {
            throw new JWTVerificationException("unexpected issuer");
        }
        if (jwt.getExpiresAt() == null || jwt.getExpiresAt().before(new Date())) {
            throw new JWTVerificationException("token expired");
        }
        return new FieldAgent(jwt.getSubject(), jwt.getClaim("region").asString(),
            jwt.getClaim("roles").asList(String.class));
    }
}

@WebFilter(urlPatterns = "/field/*")
class FieldAgentAuthFilter implements Filter {
    private final AgentTokenReader reader = new AgentTokenReader();

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try {
            FieldAgent agent = reader.read(header.substring("Bearer ".length()));
            req.setAttribute("fieldAgent", agent);
        } catch (JWTVerificationException e) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        chain.doFilter(request, response);
    }
}
