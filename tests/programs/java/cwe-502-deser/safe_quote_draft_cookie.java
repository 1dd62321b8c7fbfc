// Servlet that restores a visitor's unfinished car-insurance quote from the draft cookie set on the previous step.
package com.acmeinsure.quote.web;

import com.acmeinsure.quote.model.QuoteDraft;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.Base64;

@WebServlet("/quote/resume")
public class QuoteResumeServlet extends HttpServlet {

    private static final String DRAFT_COOKIE = "quote_draft";
    private static final ObjectInputFilter DRAFT_FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=4;maxrefs=64;maxbytes=4096;com.acmeinsure.quote.model.QuoteDraft;!*");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        QuoteDraft draft = null;
        String encoded = cookieValue(req, DRAFT_COOKIE);
        if (encoded != null) {
            draft = restore(encoded);
        }
        if (draft == null) {
            resp.sendRedirect(req.getContextPath() + "/quote/start");
            return;
        }
        req.setAttribute("draft", draft);
        req.getRequestDispatcher("/WEB-INF/views/quote/step" + draft.getStep() + ".jsp").forward(req, resp);
    }

    private static String cookieValue(HttpServletRequest req, String name) {
        Cookie[] cookies = req.getCookies();
        if (cookies == null) {
            return null;
        }
        for (Cookie cookie : cookies) {
            if (name.equals(cookie.getName())) {
                return cookie.getValue();
            }
        }
        return null;
    }

    private QuoteDraft restore(String encoded) {
        byte[] raw = Base64.getUrlDecoder().decode(encoded);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            in.setObjectInputFilter(DRAFT_FILTER);
            Object value = in.readObject();
            return value instanceof QuoteDraft qd ? qd : null;
        } catch (IOException | ClassNotFoundException e) {
            log("discarding unreadable quote draft", e);
            return null;
        }
    }
}
