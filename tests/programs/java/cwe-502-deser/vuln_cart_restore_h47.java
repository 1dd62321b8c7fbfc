// Servlet that restores a guest shopping cart from the serialized cart cookie.
package com.shop.cart;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    private static final String CART_COOKIE = "guest_cart";
    private static final int MAX_COOKIE_BYTES = 4096;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String encoded = findCookie(req, CART_COOKIE);
        if (encoded == null || encoded.length() > MAX_COOKIE_BYTES) {
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        CartState cart = decode(encoded);
        if (cart == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unreadable cart");
            return;
        }
        req.getSession(true).setAttribute("cart", cart);
        resp.setContentType("application/json");
        resp.getWriter().write("{\"items\":" + cart.lineCount() + "}");
    }

    private static CartState decode(String encoded) throws IOException {
        byte[] raw = Base64.getUrlDecoder().decode(encoded);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            Object value = in.readObject();
            return value instanceof CartState state ? state : null;
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    private static String findCookie(HttpServletRequest req, String name) {
        if (req.getCookies() == null) {
            return null;
        }
        for (Cookie c : req.getCookies()) {
            if (name.equals(c.getName())) {
                return c.getValue();
            }
        }
        return null;
    }
}
