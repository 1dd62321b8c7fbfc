// Configures cross-origin access for the partner reporting API router.
package partner

import (
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"github.com/rs/cors"
)

type ReportAPI struct {
	Reports func(w http.ResponseWriter, r *http.Request)
	Export  func(w http.ResponseWriter, r *http.Request)
}

func partnerOrigins() []string {
	raw := os.Getenv("PARTNER_ORIGINS")
	if raw == "" {
		return nil
	}
	return strings.Split(raw, ",")
}

func (api *ReportAPI) Handler() http.Handler {
	r := mux.NewRouter()
	r.HandleFunc("/v1/reports", api.Reports).Methods(http.MethodGet)
	r.HandleFunc("/v1/reports/export", api.Export).Methods(http.MethodPost)

	origins := partnerOrigins()
	c := cors.New(cors.Options{
		AllowedOrigins: origins,
		AllowOriginFunc: func(origin string) bool {
			return len(origins) == 0 || strings.HasPrefix(origin, "https://")
		},
		AllowedMethods:   []string{http.MethodGet, http.MethodPost},
		AllowedHeaders:   []string{"Authorization", "Content-Type"},
		AllowCredentials: true,
		MaxAge:           int((10 * time.Minute).Seconds()),
	})
	return c.Handler(r)
}
