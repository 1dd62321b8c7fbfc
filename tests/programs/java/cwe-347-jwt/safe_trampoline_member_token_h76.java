// A trampoline park member pass token program of the h76 set (cwe-347-jwt).
package com.skybounce.members;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;

interface TokenReader {
    Optional<DecodedJWT> read(String token);
}

class MemberTokenReader implements TokenReader {
    private final JWTVerifier verifier;

    MemberTokenReader(String issuer, Algorithm algorithm) {
        this.verifier = JWT.require(algorithm).withIssuer(issuer).build();
    }

    @Override
    public Optional<DecodedJWT> read(String token) {
        try {
            DecodedJWT jwt = verifier.verify(token);
            return Optional.of(jwt);
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }
}

class MemberTokenFilter implements Filter {
    private final TokenReader reader;

    MemberTokenFilter(TokenReader reader) {
        this.reader = reader;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        String header = http.getHeader("Authorization");
        Optional<DecodedJWT> member = header != null && header.startsWith("Bearer ")
                ? reader.read(header.substring(7))
                : Optional.empty();
        if (member.isEmpty()) {
            ((HttpServletResponse) response).sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        http.setAttribute("memberId", member.get().getSubject());
        http.setAttribute("passTier", member.get().getClaim("tier").asString());
        chain.doFilter(request, response);
    }
}

class JumpPassServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String memberId = (String) req.getAttribute("memberId");
        String tier = (String) req.getAttribute("passTier");
        int freeSessions = "unlimited".equals(tier) ? Integer.MAX_VALUE : "gold".equals(tier) ? 8 : 2;
        resp.setContentType("application/json");
        resp.getWriter().printf("{\"member\":\"%s\",\"freeSessionsThisMonth\":%d}%n",
                memberId.replaceAll("[^A-Za-z0-9-]", ""), freeSessions);
    }
}

final class MemberAuthConfig {
    private MemberAuthConfig() {
    }

    static MemberTokenFilter memberFilter() {
        return new MemberTokenFilter(new MemberTokenReader("https://members.skybounce.com",
                Algorithm.HMAC256(System.getenv("MEMBER_TOKEN_SECRET"))));
    }
}
