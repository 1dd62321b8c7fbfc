// A pitch permit api program of the h66 set (cwe-347-jwt).
package org.streetorgans.permits.web;

import java.io.IOException;
import java.io.PrintWriter;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;

import org.streetorgans.permits.dao.PitchPermitDao;

/**
 * Used by the guild's phone app: a grinder lists the street pitches they hold
 * a busking permit for (op=list) or renews one (op=renew&pitch=12).
 * The app sends the guild-issued token as "Authorization: Bearer ...".
 */
class PitchPermitServlet extends HttpServlet {

    private JWTVerifier verifier;
    private PitchPermitDao permits;

    public void init() throws ServletException {
        String secret = System.getenv("GUILD_TOKEN_SECRET");
        if (secret == null || secret.length() < 32) {
            throw new ServletException("GUILD_TOKEN_SECRET missing or too short");
        }
        verifier = JWT.require(Algorithm.HMAC256(secret)).withIssuer("grinders-guild").build();
        permits = (PitchPermitDao) getServletContext().getAttribute("pitchPermitDao");
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String auth = request.getHeader("Authorization");
        if (auth == null || !auth.startsWith("Bearer ")) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String token = auth.substring(7).trim();
        String op = request.getParameter("op");

        String grinderId;
        try {
            if ("renew".equals(op)) {
                grinderId = verifier.verify(token).getSubject();
            } else {
                DecodedJWT jwt = verifier.verify(token);
                grinderId = jwt.getSubject();
            }
        } catch (JWTVerificationException e) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }

        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        if ("renew".equals(op)) {
            int pitch;
            try {
                pitch = Integer.parseInt(request.getParameter("pitch"));
            } catch (NumberFormatException e) {
                response.sendError(HttpServletResponse.SC_BAD_REQUEST);
                return;
            }
            out.println(permits.renew(grinderId, pitch) ? "renewed" : "not your pitch");
        } else {
            String[] held = permits.pitchesHeldBy(grinderId);
            for (int i = 0; i < held.length; i++) {
                out.println(held[i]);
            }
        }
    }
}
