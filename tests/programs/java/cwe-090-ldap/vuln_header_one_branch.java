// header value used in the filter on one branch, a fixed group on the other
import java.io.IOException;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class GroupServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String group = "staff";
        String asked = req.getHeader("X-Group");
        if (asked != null && !asked.isEmpty()) {
            group = asked;
        }
        try {
            DirContext ctx = new InitialDirContext();
            ctx.search("dc=corp", "(&(objectClass=group)(cn=" + group + "))", new SearchControls());
            resp.getWriter().println("ok");
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
