// A belay login program of the h63 set (cwe-601-redirect).
package com.cragline.members.web;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

final class ReturnTarget {
    private final String path;

    private ReturnTarget(String path) { this.path = path; }

    static ReturnTarget of(String raw) { return new ReturnTarget(raw); }

    String path() { return path; }
}

class ReturnTargetPolicy {
    private static final String HOME = "/members/dashboard";

    String resolve(ReturnTarget target) {
        if (target == null || target.path() == null || target.path().isBlank()) {
            return HOME;
        }
        String path = target.path();
        if (!path.startsWith("/")) {
            return HOME;
        }
        return path;
    }
}

class LoginFlow {
    private final ReturnTargetPolicy policy = new ReturnTargetPolicy();

    ReturnTarget fromForm(HttpServletRequest req) {
        String requested = req.getParameter("returnTo");
        return requested == null ? null : ReturnTarget.of(requested);
    }

    String destinationAfterLogin(ReturnTarget requested) {
        return policy.resolve(requested);
    }
}

@WebServlet("/login")
class BelayLoginServlet extends HttpServlet {
    private final LoginFlow flow = new LoginFlow();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        req.getRequestDispatcher("/WEB-INF/views/login.jsp").forward(req, resp);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        ReturnTarget requested = flow.fromForm(req);
        try {
            req.login(req.getParameter("memberNumber"), req.getParameter("password"));
        } catch (ServletException failed) {
            req.setAttribute("loginFailed", Boolean.TRUE);
            req.getRequestDispatcher("/WEB-INF/views/login.jsp").forward(req, resp);
            return;
        }
        req.getSession(true);
        req.changeSessionId();
        String destination = flow.destinationAfterLogin(requested);
        resp.sendRedirect(destination);
    }
}
