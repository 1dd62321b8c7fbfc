// Gorilla mux handler that returns a generated CSV report belonging to the caller's tenant.
package reports

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/gorilla/mux"
)

type ctxKey string

const tenantCtxKey ctxKey = "tenant"

type ReportStore struct {
	BaseDir string
}

func authTenant(r *http.Request) string {
	t, _ := r.Context().Value(tenantCtxKey).(string)
	return t
}

func validReportName(name string) bool {
	return name != "" && name == filepath.Base(name) && !strings.HasPrefix(name, ".")
}

func (s *ReportStore) Download(w http.ResponseWriter, r *http.Request) {
	tenant := mux.Vars(r)["tenant"]
	if tenant == "" || tenant != authTenant(r) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	name := r.URL.Query().Get("name")
	if !validReportName(name) {
		http.Error(w, "invalid report name", http.StatusBadRequest)
		return
	}
	f, err := os.Open(filepath.Join(s.BaseDir, tenant, name))
	if err != nil {
		http.Error(w, "report not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "text/csv")
	io.Copy(w, f)
}

func (s *ReportStore) Register(r *mux.Router) {
	r.HandleFunc("/tenants/{tenant}/reports", s.Download).Methods(http.MethodGet)
}
