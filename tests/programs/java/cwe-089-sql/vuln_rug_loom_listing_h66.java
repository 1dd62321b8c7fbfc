// A rug loom listing program of the h66 set (cwe-089-sql).
package com.highlandlooms.rugs.action;

import java.util.List;

import org.hibernate.HibernateException;
import org.hibernate.Query;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

import com.opensymphony.xwork2.ActionSupport;

/**
 * Struts 2 action behind /rugs/listing.action. Shows the finished rugs of one
 * weaver, sortable by the column headers of the listing JSP.
 */
class RugListingAction extends ActionSupport {

    private static final long serialVersionUID = 3L;

    private SessionFactory sessionFactory;
    private String weaver;
    private String sort;
    private String dir;
    private List rugs;

    public void setSessionFactory(SessionFactory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    public void setWeaver(String weaver) {
        this.weaver = weaver;
    }

    public void setSort(String sort) {
        this.sort = sort;
    }

    public void setDir(String dir) {
        this.dir = dir;
    }

    public String getWeaver() {
        return weaver;
    }

    public List getRugs() {
        return rugs;
    }

    public String execute() {
        if (weaver == null || weaver.trim().length() == 0) {
            addActionError(getText("rugs.weaver.required"));
            return INPUT;
        }
        String direction = "desc".equalsIgnoreCase(dir) ? "desc" : "asc";
        String column = (sort == null || sort.length() == 0) ? "r.finishedOn" : "r." + sort;

        String hql = "from Rug r where r.weaverName = :weaver order by " + column + " " + direction;

        Session session = null;
        try {
            session = sessionFactory.openSession();
            Query query = session.createQuery(hql);
            query.setString("weaver", weaver.trim());
            query.setMaxResults(200);
            rugs = query.list();
        } catch (HibernateException he) {
            addActionError(getText("rugs.listing.failed"));
            return ERROR;
        } finally {
            if (session != null) {
                session.close();
            }
        }
        return SUCCESS;
    }
}
