// Jakarta servlet that restores a saved shopping cart uploaded by the browser client
package com.acme.shop.cart;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Base64;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    public static class CartLine implements Serializable {
        private static final long serialVersionUID = 1L;
        public String sku;
        public int quantity;
    }

    public static class CartSnapshot implements Serializable {
        private static final long serialVersionUID = 1L;
        public ArrayList<CartLine> lines = new ArrayList<>();
    }

    static CartSnapshot decode(String encoded) throws IOException, ClassNotFoundException {
        byte[] raw = Base64.getDecoder().decode(encoded);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            return (CartSnapshot) in.readObject();
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String blob = req.getParameter("snapshot");
        if (blob == null || blob.length() > 65536) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try {
            CartSnapshot snapshot = decode(blob);
            req.getSession().setAttribute("cart", snapshot);
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
        } catch (ClassNotFoundException | ClassCastException | IllegalArgumentException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
        }
    }
}
