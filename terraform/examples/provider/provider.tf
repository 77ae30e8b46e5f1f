terraform {
  required_providers {
    datafold = {
      source = "datafold/datafold"
    }
  }
}

# Every argument may be left out and given by its environment variable instead
# (DATAFOLD_API_KEY, DATAFOLD_PROXY_MANAGER_TOKEN, ...): then no file holds a credential.
provider "datafold" {
  host                = "https://app.datafold.com"
  api_key             = var.datafold_api_key
  proxy_url           = "https://sqlproxy.example.datafold.com"
  proxy_manager_token = var.datafold_proxy_manager_token
}

variable "datafold_api_key" {
  type      = string
  sensitive = true
}

variable "datafold_proxy_manager_token" {
  type      = string
  sensitive = true
}
