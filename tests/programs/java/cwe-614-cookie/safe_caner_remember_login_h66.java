// A caner remember login program of the h66 set (cwe-614-cookie).
package org.rushandcane.workshop.web;

import java.io.IOException;
import java.security.SecureRandom;

import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.codec.binary.Hex;
import org.apache.commons.codec.digest.DigestUtils;

import org.rushandcane.workshop.auth.RememberTokenStore;

/**
 * Called after a caner signs in to the seat-order workbench with "keep me signed
 * in" ticked. Issues a long-lived token so the workshop tablet stays logged in.
 */
class RememberWorkbenchLoginServlet extends HttpServlet {

    private static final String COOKIE_NAME = "caneWorkbench";
    private static final int THIRTY_DAYS = 60 * 60 * 24 * 30;
    private final SecureRandom random = new SecureRandom();

    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String user = request.getRemoteUser();
        if (user == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        RememberTokenStore store =
                (RememberTokenStore) getServletContext().getAttribute("rememberTokenStore");

        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Hex.encodeHexString(raw);
        // only the hash is kept server side
        store.save(user, DigestUtils.sha256Hex(token), THIRTY_DAYS);

        Cookie cookie = new Cookie(COOKIE_NAME, token);
        cookie.setMaxAge(THIRTY_DAYS);
        cookie.setPath(request.getContextPath() + "/");
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        response.addCookie(cookie);

        response.sendRedirect(request.getContextPath() + "/workbench/orders.jsp");
    }
}
