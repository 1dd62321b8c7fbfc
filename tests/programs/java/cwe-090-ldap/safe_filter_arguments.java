// filter uses {0} placeholders with the value passed as a filter argument
import java.io.IOException;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class LookupServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String uid = req.getParameter("uid");
        try {
            DirContext ctx = new InitialDirContext();
            ctx.search("ou=people,dc=corp", "(uid={0})", new Object[] {uid}, new SearchControls());
            resp.getWriter().println("done");
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
