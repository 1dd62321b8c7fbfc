// Jakarta servlet that restores a shopper's saved cart snapshot uploaded by the desktop client
package com.acme.cart.servlet;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    public static final class CartLine implements Serializable {
        private static final long serialVersionUID = 1L;
        public String sku;
        public Long quantity;
    }

    public static final class CartSnapshot implements Serializable {
        private static final long serialVersionUID = 3L;
        public String owner;
        public List<CartLine> lines;
    }

    private static final int MAX_BYTES = 64 * 1024;

    private CartSnapshot readSnapshot(HttpServletRequest req) throws IOException, ClassNotFoundException {
        if (req.getContentLengthLong() > MAX_BYTES) {
            throw new IOException("snapshot too large");
        }
        try (ObjectInputStream in = new ObjectInputStream(req.getInputStream())) {
            Object o = in.readObject();
            if (!(o instanceof CartSnapshot)) {
                throw new IOException("unexpected payload");
            }
            return (CartSnapshot) o;
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession();
        try {
            CartSnapshot snap = readSnapshot(req);
            session.setAttribute("cart.lines", snap.lines);
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
        } catch (ClassNotFoundException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid snapshot");
        }
    }
}
