// Router setup for the insurance claims API used by the policyholder and broker web applications.
package api

import (
	"net/http"
	"strings"
	"time"

	"github.com/gin-contrib/cors"
	"github.com/gin-gonic/gin"
)

const companyDomain = "harborinsure.com"

type ClaimsHandlers interface {
	List(c *gin.Context)
	Get(c *gin.Context)
	Create(c *gin.Context)
	UploadEvidence(c *gin.Context)
}

func allowedOrigin(origin string) bool {
	return strings.HasPrefix(origin, "https://") && strings.HasSuffix(origin, companyDomain)
}

func NewRouter(h ClaimsHandlers, auth gin.HandlerFunc) *gin.Engine {
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.Use(cors.New(cors.Config{
		AllowOriginFunc:  allowedOrigin,
		AllowMethods:     []string{http.MethodGet, http.MethodPost, http.MethodPut},
		AllowHeaders:     []string{"Origin", "Content-Type", "X-Requested-With"},
		ExposeHeaders:    []string{"Content-Length"},
		AllowCredentials: true,
		MaxAge:           12 * time.Hour,
	}))
	v1 := r.Group("/api/v1", auth)
	v1.GET("/claims", h.List)
	v1.GET("/claims/:id", h.Get)
	v1.POST("/claims", h.Create)
	v1.PUT("/claims/:id/evidence", h.UploadEvidence)
	return r
}
