// A weave prefs cookie program of the h66 set (cwe-502-deser).
package uk.co.somerlevelsbaskets.shop.web;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.PrintWriter;
import java.io.Serializable;

import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.codec.binary.Base64;

/**
 * Remembers a customer's made-to-order basket preferences between visits.
 */
class WeavePrefsServlet extends HttpServlet {

    static class WeavePrefs implements Serializable {
        private static final long serialVersionUID = 1L;
        String willow = "black maul";
        int handles = 1;
        boolean lidded;
    }

    private static final String COOKIE = "weavePrefs";

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        WeavePrefs prefs = null;
        Cookie[] cookies = request.getCookies();
        for (int i = 0; cookies != null && i < cookies.length; i++) {
            if (COOKIE.equals(cookies[i].getName())) {
                prefs = readPrefs(cookies[i].getValue());
            }
        }
        if (prefs == null) {
            prefs = new WeavePrefs();
        }
        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("willow=" + prefs.willow);
        out.println("handles=" + prefs.handles);
        out.println("lidded=" + prefs.lidded);
    }

    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        WeavePrefs prefs = new WeavePrefs();
        prefs.willow = "buff".equals(request.getParameter("willow")) ? "buff" : "black maul";
        prefs.handles = "2".equals(request.getParameter("handles")) ? 2 : 1;
        prefs.lidded = "on".equals(request.getParameter("lidded"));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bytes);
        oos.writeObject(prefs);
        oos.close();
        Cookie c = new Cookie(COOKIE, Base64.encodeBase64URLSafeString(bytes.toByteArray()));
        c.setMaxAge(60 * 60 * 24 * 180);
        c.setPath(request.getContextPath() + "/");
        c.setHttpOnly(true);
        c.setSecure(true);
        response.addCookie(c);
        response.sendRedirect(request.getContextPath() + "/order/basket.jsp");
    }

    private WeavePrefs readPrefs(String value) {
        ObjectInputStream in = null;
        try {
            in = new ObjectInputStream(new ByteArrayInputStream(Base64.decodeBase64(value)));
            Object o = in.readObject();
            return (o instanceof WeavePrefs) ? (WeavePrefs) o : null;
        } catch (Exception e) {
            return null;
        } finally {
            try {
                if (in != null) in.close();
            } catch (IOException ignore) {
            }
        }
    }
}
