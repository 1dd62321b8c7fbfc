// Jakarta servlet that restores a saved shopping cart from the cart cookie when a visitor returns.
package com.acme.shop.cart;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    public static class CartLine implements Serializable {
        private static final long serialVersionUID = 1L;
        public String sku;
        public int quantity;
    }

    private static String cookieValue(HttpServletRequest req, String name) {
        Cookie[] cookies = req.getCookies();
        if (cookies == null) {
            return null;
        }
        for (Cookie c : cookies) {
            if (name.equals(c.getName())) {
                return c.getValue();
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    static List<CartLine> decode(String value) throws IOException, ClassNotFoundException {
        byte[] raw = Base64.getUrlDecoder().decode(value);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            return (List<CartLine>) in.readObject();
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String saved = cookieValue(req, "saved_cart");
        List<CartLine> lines = new ArrayList<>();
        if (saved != null) {
            try {
                lines = decode(saved);
            } catch (IOException | ClassNotFoundException | IllegalArgumentException | ClassCastException e) {
                lines = new ArrayList<>();
            }
        }
        req.getSession().setAttribute("cart", lines);
        resp.sendRedirect(req.getContextPath() + "/cart");
    }
}
